export { PdfViewer, PdfViewer as default, type PdfViewerProps } from './components/pdf-viewer';
