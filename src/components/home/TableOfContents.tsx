/**
 * The home page's table of contents: a disclosure. Collapsed it shows about 10rem of the list;
 * expanded it scrolls up to 24rem. Without JavaScript the collapsed list scrolls (see _home.scss),
 * so every entry stays reachable.
 */
import { useState } from 'react';
import { ChevronDownIcon } from '../icons.tsx';
import { toc } from '../../content/home/home.ts';

export function TableOfContents() {
  const [open, setOpen] = useState(false);
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <div className="toc__head">
        <h2 id="toc-title" className="toc__title">
          On this page
        </h2>
        <button type="button" className="toc__toggle" aria-expanded={open} aria-controls="toc-list" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : `Show all ${toc.length}`}
          <ChevronDownIcon />
        </button>
      </div>
      <ol id="toc-list" className={open ? 'toc__list toc__list--open' : 'toc__list'}>
        {toc.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
