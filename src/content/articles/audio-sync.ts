/** /blog/audio-sync/: cutting to the beat and mixing music, voice and effects. */
import type { Article } from './types.ts';

/** The example mix: shares of the overall loudness the listener should feel. */
const mix = [
  { part: 'Voice', share: 50, why: 'Words carry the story; if viewers must strain to hear them, they scroll.' },
  { part: 'Music', share: 40, why: 'Sets the pace and the mood under the voice, louder where nobody speaks.' },
  { part: 'Sound effects', share: 10, why: 'Whooshes, pops and risers that mark cuts; felt more than heard.' },
];

export const audioSync: Article = {
  slug: 'audio-sync',
  path: '/blog/audio-sync/',
  title: 'Audio Sync and Sound Design in CapCut',
  heading: 'Audio Sync and Sound Design in CapCut',
  description: 'Cut on the beat, balance music, voice and effects, clean up noise and use fades so your edit sounds as good as it looks.',
  lead: 'Viewers forgive a soft image sooner than bad sound. This guide covers both halves of audio in CapCut: cutting the picture to the music, and mixing voice, music and effects so everything is clear.',
  icon: 'eighth-notes',
  category: 'Audio',
  tags: ['CapCut audio sync', 'sound design', 'beat sync', 'CapCut audio mix'],
  published: '2025-06-19',
  modified: '2025-07-22',
  content: {
    kind: 'sections',
    sections: [
      {
        id: 'beat-sync',
        title: 'Cut to the beat',
        blocks: [
          { type: 'ol', items: ['Add the song first (**Audio**, then **Sounds** or your own file) and trim it to the part you will use.', 'Select the song and open **Beats**. Turn on automatic beats, or play the song and tap **Add beat** on each hit you want to use.', 'Drag each clip\'s edge until it snaps to a beat marker. With snapping on, the edges jump to the markers.', 'Cut on the downbeats (the "one" of each bar) for a calm rhythm, on every beat for energy, and save double-time cuts for the drop.'] },
          { type: 'callout', text: 'Cut a frame or two **before** the beat rather than exactly on it. The eye needs a moment to register a new shot, so an early cut feels on time.' },
        ],
      },
      {
        id: 'mix',
        title: 'Balance the mix: 50% voice, 40% music, 10% effects',
        blocks: [
          { type: 'p', text: 'A useful starting balance for talking videos with music. The percentages describe how much of what the viewer hears each part should be, not volume slider positions.' },
          { type: 'table', caption: 'An example mix', head: ['Part', 'Share', 'Why'], rows: mix.map((row) => [row.part, `${row.share}%`, row.why]) },
          { type: 'p', text: 'In practice: set the voice so its loudest words do not clip, then lower the music until you can follow every word on phone speakers. For a music-only edit, the music takes the voice\'s share.' },
        ],
      },
      {
        id: 'voice',
        title: 'Record and clean the voice',
        blocks: [
          { type: 'ul', items: ['**Record close to the mic** in a small, soft room: a wardrobe full of clothes beats an empty kitchen.', 'Use **Voiceover** (the microphone button in Audio) to record straight onto the timeline while the video plays.', 'Select the voice clip and turn on **noise reduction** to remove steady hiss and hum. It cannot remove music or talking in the background.', 'Use **Extract audio** when the good sound is on another video clip, such as a second phone used as a recorder.'] },
        ],
      },
      {
        id: 'ducking',
        title: 'Lower the music under speech',
        blocks: [
          { type: 'p', text: 'Keyframe the music volume: add a keyframe just before the voice starts and another where it is speaking, and lower the volume at the second one. Do the reverse where the voice stops. Half a second for each change sounds natural.' },
        ],
      },
      {
        id: 'fades',
        title: 'Fades and sound effects',
        blocks: [
          { type: 'ul', items: ['Give every music clip a **fade in and fade out** (the Fade option of the selected audio) so it never starts or stops with a click.', 'A short fade (0.1 to 0.2 seconds) on voice clips hides breaths and clicks at the cut.', 'Put a **whoosh** under fast transitions and a soft **pop** under text that appears; the Sounds library has both.', 'Less is more: if every cut has a sound effect, none of them stands out.'] },
        ],
      },
      {
        id: 'sync-problems',
        title: 'Fix audio that is out of sync',
        blocks: [
          { type: 'ul', items: ['**Sound drifts after a speed change**: speed changes apply to the clip\'s own audio too. Detach or extract the audio first, then change the video speed.', '**Separate recorder**: line up a clap or a sharp sound in both clips by its waveform, then link them by moving both together.', '**Drift on long recordings** from some phones: split the recording every few minutes and realign each part.'] },
        ],
      },
      {
        id: 'export',
        title: 'Before you export',
        blocks: [
          { type: 'ol', items: ['Listen once on headphones and once on phone speakers: most of your viewers will use the speakers.', 'Check nothing is clipping (the loudest parts should not crackle).', 'Make sure the music is one you may use on the platform you post to; the platform\'s own sound library is safest.'] },
        ],
      },
      {
        id: 'related',
        title: 'Related guides',
        blocks: [{ type: 'links', links: [{ href: '/blog/velocity-edit/', label: 'Velocity edit' }, { href: '/blog/trending-templates/', label: 'Trending templates' }, { href: '/video-tutorials/', label: 'Video tutorials' }, { href: '/complete-guide/', label: 'Complete guide' }] }],
      },
    ],
  },
};
