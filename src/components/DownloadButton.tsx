/** A download button: always the maker's official channel for the platform, from src/site.ts. */
import type { ReactNode } from 'react';
import { officialLinks, type Channel } from '../site.ts';
import { ExternalLink } from './ExternalLink.tsx';

interface Props {
  readonly channel: Channel;
  readonly children: ReactNode;
  /** 'secondary' for a quieter button beside a primary one. */
  readonly variant?: 'primary' | 'secondary';
}

export const DownloadButton = ({ channel, children, variant = 'primary' }: Props) => (
  <ExternalLink href={officialLinks[channel]} className={`button button--${variant}`} data-download={channel}>
    {children}
  </ExternalLink>
);
