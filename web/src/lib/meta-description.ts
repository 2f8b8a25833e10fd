// The page's meta description (the community's SEO Settings), kept in the one <meta name="description"> of <head>.
import { useEffect } from 'react';

export function useMetaDescription(description: string) {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
