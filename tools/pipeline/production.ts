/**
 * Imported first by every entry of the build: React picks its production or development build from
 * NODE_ENV when it is first imported, and the site is always
 * rendered with the production one unless NODE_ENV says otherwise.
 */
process.env.NODE_ENV ??= 'production';
