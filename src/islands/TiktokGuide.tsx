/** /tiktok-templates/'s guide body, whose template cards open a preview dialog. */
export { TiktokGuideBody as default } from '../components/learning/TiktokGuideBody.tsx';
