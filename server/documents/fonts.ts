// The Noto Sans JP font files the PDF documents embed, read from disk once per process and shared by every document.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

let cached: FontFiles | undefined;

/** The regular and bold TTFs (about 5 MB each); every document embeds only the glyphs it uses. */
export function japaneseFontFiles(): FontFiles {
  cached ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf')),
  };
  return cached;
}
