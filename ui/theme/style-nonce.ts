// Emotion's <style> tags must carry the page's CSP nonce, or the policy refuses them (style-src has no
// 'unsafe-inline'). The server puts a fresh nonce into the policy and into <meta property="csp-nonce"> of every page
// (vite.config.ts html.cspNonce); the cache created here stamps it on every style tag Emotion inserts.
import createCache, { type EmotionCache } from '@emotion/cache';

/** The page's nonce. Browsers hide an applied nonce from getAttribute, so this reads the property. */
export const pageNonce = (doc: Document): string | undefined =>
  doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/** Emotion's cache (the default key, so class names stay 'css-...') with the page's nonce. */
export const createStyleCache = (doc: Document): EmotionCache => createCache({ key: 'css', nonce: pageNonce(doc) });
