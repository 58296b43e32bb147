import { act, renderHook } from '@testing-library/react';
import {
  ApiError,
  createQueryClient,
  LoginError,
  PortalProviders,
  setLanguage,
} from '@portal/shared';
import { resetPortalState } from '@portal/testing';
import { useServerErrors } from '../use-server-errors';

type Field = 'current' | 'next' | 'name';
const FIELDS = { oldPassword: 'current', newPassword: 'next', 'address/name': 'name' } as const;

/** Renders the hook as a form would use it, with the portal's i18n. */
function renderErrors() {
  const client = createQueryClient();
  const { result } = renderHook(() => useServerErrors<Field>(FIELDS), {
    wrapper: ({ children }) => <PortalProviders queryClient={client}>{children}</PortalProviders>,
  });
  /** The messages a form would show: each field's, then the whole form's. */
  const shown = () => [
    ...(['current', 'next', 'name'] as const).map(
      (field) => `${field}: ${result.current.fieldError(field) ?? '-'}`,
    ),
    `form: ${result.current.formError('Could not be saved.') ?? '-'}`,
  ];
  return { errors: () => result.current, shown };
}

function refusal(msg: string, status = 400) {
  return new ApiError({ kind: 'server', url: '/api/x', msg, code: status, status });
}

beforeEach(async () => {
  await resetPortalState();
  await setLanguage('en');
});

describe('useServerErrors', () => {
  it("shows a field's message in the reader's language, never the API's body/ text", async () => {
    const { errors, shown } = renderErrors();
    act(() => errors().show(refusal('body/oldPassword: the current password is incorrect')));
    expect(shown()).toEqual([
      'current: The current password is incorrect.',
      'next: -',
      'name: -',
      'form: -',
    ]);

    await act(() => setLanguage('zh'));
    expect(shown()[0]).toBe('current: 当前密码不正确。');
    act(() => errors().show(refusal('body/oldPassword：当前密码不正确')));
    expect(shown()[0]).toBe('current: 当前密码不正确。');
    expect(shown().join(' ')).not.toMatch(/body\//);
  });

  it('says what a schema rule means, by the field (nested paths too) or in general', () => {
    const { errors, shown } = renderErrors();
    act(() =>
      errors().show(
        refusal(
          'body/newPassword must match pattern "^\\\\S{6,16}$"; body/address/name must NOT have more than 100 characters',
        ),
      ),
    );
    expect(shown()).toEqual([
      'current: -',
      'next: 6 to 16 characters, without spaces.',
      'name: Too long: at most 100 characters.',
      'form: -',
    ]);
  });

  it("forgets a field's message once the reader edits it, and all of them on clear", () => {
    const { errors, shown } = renderErrors();
    act(() =>
      errors().show(
        refusal('body/oldPassword: wrong; body/newPassword must differ from the current password'),
      ),
    );
    act(() => errors().edited('current'));
    expect(shown()).toEqual([
      'current: -',
      'next: The new password must differ from the current one.',
      'name: -',
      'form: -',
    ]);
    act(() => errors().clear());
    expect(shown()).toEqual(['current: -', 'next: -', 'name: -', 'form: -']);
  });

  it("shows for the whole form a sentence for readers, ours for input no field shows, else the form's", () => {
    const { errors, shown } = renderErrors();
    act(() => errors().show(refusal('Too many attempts. Please try again in 5 s', 429)));
    expect(shown()[3]).toBe('form: Too many attempts. Please try again in 5 s');

    act(() =>
      errors().show(refusal('body/items: book 57 is not published yet and cannot be ordered')),
    );
    expect(shown()[3]).toBe(
      'form: Something in your cart cannot be ordered as it is. Please check your cart and try again.',
    );

    act(() => errors().show(refusal('body/unknown must be string')));
    expect(shown()[3]).toBe(
      'form: Some of what you entered was not accepted. Please check the form and try again.',
    );

    act(() => errors().show(refusal('Internal Server Error', 500)));
    expect(shown()[3]).toBe('form: Could not be saved.');

    act(() => errors().show(new ApiError({ kind: 'network', url: '/api/x' })));
    expect(shown()[3]).toBe('form: Could not be saved.');

    act(() =>
      errors().show(
        new LoginError('querystring/username must NOT have more than 254 characters', 400),
      ),
    );
    expect(shown()[3]).toBe(
      'form: Some of what you entered was not accepted. Please check the form and try again.',
    );
  });
});
