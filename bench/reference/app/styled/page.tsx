// app.css is not in the repository: the bench copies the app's built stylesheet here (web fonts
// removed) before building, so this page is the one-line page plus one render-blocking stylesheet.
import './app.css';

export default function Page() {
  return <h1>Hello</h1>;
}
