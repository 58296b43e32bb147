import { renderToString } from 'react-dom/server';
import { TitleMarkup } from '../components/title-markup';

// Issue 17: the server's home page shows each online-first title in its place (and crawlers read
// it); the browser's markup then replaces the text without moving the list.
it("a server's page holds the title's plain text", () => {
  const html = renderToString(
    <TitleMarkup markup="On <math><mi>ℂ</mi></math>-bundles" text="On ℂ-bundles" />,
  );
  expect(html).toBe('<span>On ℂ-bundles</span>');
});
