/** /blog/keyboard-shortcuts/: CapCut desktop shortcuts, one table per category. */
import type { Article, Block } from './types.ts';

interface Shortcut {
  /** Windows keys; "+" joins keys pressed together, " / " separates alternatives. */
  readonly key: string;
  readonly action: string;
  readonly description: string;
  readonly category: 'Playback' | 'Editing' | 'Timeline' | 'Project';
}

const shortcuts: readonly Shortcut[] = [
  { key: 'Space', action: 'Play or pause', description: 'Starts and stops playback from the playhead.', category: 'Playback' },
  { key: 'Left / Right', action: 'Step one frame', description: 'Moves the playhead one frame back or forward, for exact cut points.', category: 'Playback' },
  { key: 'Up / Down', action: 'Jump between cuts', description: 'Moves the playhead to the previous or next clip boundary.', category: 'Playback' },
  { key: 'Ctrl+Shift+F', action: 'Full-screen preview', description: 'Plays the preview full screen to judge the edit as viewers will.', category: 'Playback' },
  { key: 'Ctrl+B', action: 'Split', description: 'Cuts the selected clip (or every clip under the playhead) at the playhead.', category: 'Editing' },
  { key: 'Q', action: 'Delete left', description: 'Removes the part of the clip before the playhead and closes the gap.', category: 'Editing' },
  { key: 'W', action: 'Delete right', description: 'Removes the part of the clip after the playhead and closes the gap.', category: 'Editing' },
  { key: 'Delete / Backspace', action: 'Delete', description: 'Removes the selected clips.', category: 'Editing' },
  { key: 'Ctrl+C', action: 'Copy', description: 'Copies the selected clips, text or effects.', category: 'Editing' },
  { key: 'Ctrl+V', action: 'Paste', description: 'Pastes at the playhead.', category: 'Editing' },
  { key: 'Ctrl+X', action: 'Cut', description: 'Removes the selection and keeps it to paste elsewhere.', category: 'Editing' },
  { key: 'Ctrl+Z', action: 'Undo', description: 'Takes back the last change; press again to go further back.', category: 'Editing' },
  { key: 'Ctrl+Shift+Z', action: 'Redo', description: 'Restores what Undo took back.', category: 'Editing' },
  { key: 'Ctrl+A', action: 'Select all', description: 'Selects every clip on the timeline.', category: 'Editing' },
  { key: 'A', action: 'Selection tool', description: 'Back to the normal pointer for moving and trimming clips.', category: 'Timeline' },
  { key: 'B', action: 'Split tool', description: 'Every click on a clip cuts it there; press A to go back.', category: 'Timeline' },
  { key: 'Ctrl+= / Ctrl+-', action: 'Zoom the timeline', description: 'Zooms in for frame-level trimming, out to see the whole edit.', category: 'Timeline' },
  { key: 'Shift+Z', action: 'Fit the timeline', description: 'Zooms so the whole project fits the timeline width.', category: 'Timeline' },
  { key: 'N', action: 'Snapping on or off', description: 'Turns off snapping for free placement, back on to align clips to each other.', category: 'Timeline' },
  { key: 'M', action: 'Add a marker', description: 'Marks the playhead position, e.g. beats or moments to come back to.', category: 'Timeline' },
  { key: 'Ctrl+I', action: 'Import media', description: 'Opens the file picker to add videos, photos and audio.', category: 'Project' },
  { key: 'Ctrl+E', action: 'Export', description: 'Opens the export settings.', category: 'Project' },
];

const categories = ['Playback', 'Editing', 'Timeline', 'Project'] as const;

/** One table per category, built from the same list. */
const tables: Block[] = categories.map((category) => ({
  type: 'table',
  caption: `${category} shortcuts`,
  head: ['Key', 'Action', 'Description'],
  rows: shortcuts.filter((shortcut) => shortcut.category === category).map((s) => [s.key, s.action, s.description]),
  keys: 0,
}));

export const keyboardShortcuts: Article = {
  slug: 'keyboard-shortcuts',
  path: '/blog/keyboard-shortcuts/',
  title: 'CapCut Desktop Keyboard Shortcuts',
  heading: 'CapCut Desktop Keyboard Shortcuts',
  description: 'The shortcuts that speed up editing in CapCut for Windows and Mac, grouped by playback, editing, timeline and project.',
  lead: 'On a computer, CapCut is much faster with the keyboard. These are the shortcuts worth learning first in CapCut for Windows and Mac, grouped by what you are doing.',
  icon: 'keyboard',
  category: 'Tips',
  tags: ['CapCut keyboard shortcuts', 'CapCut PC shortcuts', 'CapCut hotkeys', 'split shortcut'],
  published: '2025-06-26',
  modified: '2025-07-30',
  content: {
    kind: 'sections',
    sections: [
      {
        id: 'before-you-start',
        title: 'Before you start',
        blocks: [
          { type: 'ul', items: ['**On a Mac**, press Cmd where the tables say Ctrl, and Option where they say Alt.', '**Click the timeline first.** Most shortcuts act on the panel that has focus; if a key types into a text box instead, click an empty part of the timeline.', '**Check your version.** Shortcuts can change between releases. The desktop app lists the current set in its keyboard shortcuts panel, opened from the main menu.'] },
        ],
      },
      { id: 'shortcuts', title: 'Shortcuts by category', blocks: tables },
      {
        id: 'learn',
        title: 'How to learn them',
        blocks: [
          { type: 'ol', items: ['Start with four: **Space**, **Ctrl+B**, **Ctrl+Z** and **Delete**. They cover most of a rough cut.', 'Add **Q** and **W** when you trim talking-head videos: they remove the part before or after the playhead without dragging.', 'Add timeline zoom (**Ctrl+=**, **Ctrl+-**, **Shift+Z**) when you start cutting to the beat.', 'Keep one hand on the keyboard and one on the mouse; after a week the menus will feel slow.'] },
        ],
      },
      {
        id: 'workflow',
        title: 'A fast rough-cut workflow',
        blocks: [
          { type: 'p', text: 'Play with **Space**, stop where a take starts, press **Q** to drop everything before it; play to where it ends, press **W**. Repeat down the timeline, then press **Shift+Z** to see the whole cut. A ten-minute recording becomes a tight two-minute edit without touching a trim handle.' },
        ],
      },
      {
        id: 'related',
        title: 'Related guides',
        blocks: [{ type: 'links', links: [{ href: '/capcut-pc/', label: 'CapCut for PC' }, { href: '/beginner-guide/', label: 'Beginner guide' }, { href: '/quick-tips/', label: 'Quick tips' }, { href: '/blog/velocity-edit/', label: 'Velocity edit' }] }],
      },
    ],
  },
};
