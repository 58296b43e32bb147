import { act } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { userInfoAtom } from '../session-store';
import { useSessionValue } from '../use-session-value';

function Greeting() {
  const user = useSessionValue(userInfoAtom);
  return <p>{user ? `Hello ${user.nick_name}` : 'Log in'}</p>;
}

describe('useSessionValue', () => {
  it("takes over the server's anonymous page without a mismatch, then shows the reader's own", async () => {
    const server = createStore();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={server}>
        <Greeting />
      </Provider>,
    );
    expect(container.textContent).toBe('Log in');

    const browser = createStore();
    browser.set(userInfoAtom, {
      type: 'personal',
      username: 'reader@example.org',
      nick_name: 'Ada',
      adName: '',
    });
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={browser}>
          <Greeting />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hello Ada');
  });
});
