import { render } from '@testing-library/react';
import { bus as rootBus } from '../../index';
import { bus } from '../bus';
import { useBusEvent } from '../use-bus-event';

afterEach(() => jest.restoreAllMocks());

test('a listener receives the payload until it unsubscribes', () => {
  const listener = jest.fn();
  const unsubscribe = bus.on('cart:changed', listener);
  bus.emit('cart:changed', { count: 2 });
  expect(listener).toHaveBeenCalledWith({ count: 2 });

  unsubscribe();
  bus.emit('cart:changed', { count: 3 });
  expect(listener).toHaveBeenCalledTimes(1);
});

test('listeners hear only the event they subscribed to', () => {
  const onLanguage = jest.fn();
  const unsubscribe = bus.on('language:changed', onLanguage);
  bus.emit('route:changed', { name: 'home', path: '/home' });
  expect(onLanguage).not.toHaveBeenCalled();
  unsubscribe();
});

test("one app's failing listener does not keep the event from the others", () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failing = bus.on('session:changed', () => {
    throw new Error('boom');
  });
  const healthy = jest.fn();
  const unsubscribe = bus.on('session:changed', healthy);
  bus.emit('session:changed', { type: 'personal' });
  expect(healthy).toHaveBeenCalledWith({ type: 'personal' });
  expect(error).toHaveBeenCalled();
  failing();
  unsubscribe();
});

test('the package root exports the same bus instance', () => {
  expect(rootBus).toBe(bus);
});

test('useBusEvent listens while mounted only', () => {
  const seen: string[] = [];
  function Listener() {
    useBusEvent('remote:failed', ({ remote }) => seen.push(remote));
    return null;
  }
  const { unmount } = render(<Listener />);
  bus.emit('remote:failed', { remote: 'books', error: new Error('ChunkLoadError') });
  unmount();
  bus.emit('remote:failed', { remote: 'news', error: new Error('ChunkLoadError') });
  expect(seen).toEqual(['books']);
});
