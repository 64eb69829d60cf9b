/** A test page (src/manifest/fixture-pages.ts): prerendered like any page, it throws as soon as it runs in the browser. */
import { useEffect, useState } from 'react';

export default function FixturePageErrorPage() {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  if (running) throw new Error('The fixture page failed in the browser');
  return (
    <div className="page">
      <h1>A page that fails in the browser</h1>
      <p>Its browser code throws right after the page starts.</p>
    </div>
  );
}
