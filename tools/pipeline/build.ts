/** `npm run build`: builds dist/ from src/ and prints one line per file, then a summary. */
import { runBuild } from './build-cli.ts';

runBuild();
