/** A copy's text with its {name} marks replaced by the parts of that name: how a translated sentence places a link or a figure where its language puts it. */
import { Fragment, type ReactNode } from 'react';

export const withParts = (text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] =>
  text.split(/\{(\w+)\}/).map((piece, index) => <Fragment key={index}>{index % 2 ? parts[piece] : piece}</Fragment>);
