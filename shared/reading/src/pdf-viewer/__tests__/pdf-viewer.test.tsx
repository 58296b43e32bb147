import { screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@portal/shared';
import { mockApi, type MockApi } from '@portal/testing';
import { renderWithProviders, resetPortalState } from '@portal/testing';
import { PdfViewer } from '../lazy-pdf-viewer';

const render = jest.fn(() => ({ promise: Promise.resolve(), cancel: jest.fn() }));
const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
  render,
};
const pdf = { numPages: 3, getPage: jest.fn(() => Promise.resolve(page)), destroy: jest.fn() };
const getDocument = jest.fn((_source: { data: Uint8Array }) => ({ promise: Promise.resolve(pdf) }));

jest.mock('../load-pdfjs', () => ({
  loadPdfJs: () => Promise.resolve({ getDocument }),
}));

let api: MockApi;

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
  render.mockClear();
});
afterEach(() => api.restore());

describe('PdfViewer', () => {
  it('draws the first page, pages through and downloads the same file', async () => {
    api = mockApi({ 'GET /resource/pdf/download': { body: new ArrayBuffer(8) } });
    const { user } = renderWithProviders(
      <PdfViewer request={{ type: 'article', id: 5 }} fileName="a.pdf" onClose={jest.fn()} />,
    );
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.requests[0]?.params).toEqual({ type: 'article', id: 5, mode: 'read' });
    expect(getDocument).toHaveBeenCalledWith({ data: expect.any(Uint8Array) });
    await waitFor(() => expect(render).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', 'a.pdf');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(pdf.getPage).toHaveBeenLastCalledWith(2));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('img', { name: 'Page 2 of 3 of the PDF' })).toBeInTheDocument();
  });

  it('hands a refusal on download (403) back as denied', async () => {
    api = mockApi({
      'GET /resource/pdf/download': { status: 403, body: { code: 403, msg: 'Unauthorized' } },
    });
    const onClose = jest.fn();
    renderWithProviders(
      <PdfViewer request={{ type: 'article', id: 5 }} fileName="a.pdf" onClose={onClose} />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('denied'));
  });
});
