/** /top-templates-2025/'s ranking: category chips (kept in the URL query) that filter the cards, and a preview dialog per card. */
export { TopTemplatesBody as default } from '../components/learning/TopTemplatesBody.tsx';
