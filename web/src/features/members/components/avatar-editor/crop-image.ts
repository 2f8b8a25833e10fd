// Draws the chosen circle's bounding square of an image onto a canvas and encodes it as JPEG at quality 0.9
// (member-forum §4, §9).
import type { Area } from 'react-easy-crop';

export const AVATAR_JPEG_QUALITY = 0.9;
/** The stored avatar's side in pixels: enough for the profile's 96 px avatar at 3× density. */
const OUTPUT_SIZE = 320;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image did not load'));
    image.src = src;
  });
}

export async function cropToJpeg(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  const side = Math.min(OUTPUT_SIZE, Math.round(area.width));
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/jpeg', AVATAR_JPEG_QUALITY),
  );
}
