// The avatar editor (member-forum §2.4, §4): choose an image, crop it in a circle with a zoom slider that starts
// at 20 (scale = value / 20), and get a JPEG at quality 0.9; an animated GIF is kept as it is (subscribers only,
// which the API checks). Loaded on demand with the page that shows it.
import 'react-easy-crop/react-easy-crop.css';
import '@mantine/core/styles/Slider.layer.css';
import * as messages from '@hearth/shared/messages';
import { Box, Button, FileButton, Group, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { isAvatarType } from '@/features/members/api/upload-avatar.ts';
import { cropToJpeg } from './crop-image.ts';

export const ZOOM_MIN = 20;
export const ZOOM_MAX = 60;
export const zoomScale = (value: number) => value / ZOOM_MIN;

export interface AvatarChoice {
  /** What to upload: the cropped JPEG, or the GIF as chosen. */
  produce: () => Promise<Blob>;
}

export function AvatarEditor({ onChange }: { onChange: (choice: AvatarChoice | null) => void }) {
  const [picked, setPicked] = useState<{ file: File; src: string } | null>(null);
  const file = picked?.file ?? null;
  const src = picked?.src ?? null;
  const [error, setError] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [area, setArea] = useState<Area | null>(null);

  // The object URL lives as long as its picture is the chosen one.
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  useEffect(() => {
    if (!file || !src) return onChange(null);
    if (file.type === 'image/gif') return onChange({ produce: async () => file });
    if (!area) return onChange(null);
    onChange({ produce: () => cropToJpeg(src, area) });
  }, [file, src, area, onChange]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    if (!isAvatarType(chosen.type)) {
      setError(messages.invalidImage);
      return;
    }
    setError(null);
    setZoom(ZOOM_MIN);
    setCrop({ x: 0, y: 0 });
    setArea(null);
    setPicked({ file: chosen, src: URL.createObjectURL(chosen) });
  };

  const isGif = file?.type === 'image/gif';
  return (
    <Stack gap="md" align="center">
      <Box pos="relative" w={280} h={280} bg="gray.1" style={{ borderRadius: 16, overflow: 'hidden' }}>
        {src && !isGif ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoomScale(zoom)}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={(scale) => setZoom(Math.round(scale * ZOOM_MIN))}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        ) : src && isGif ? (
          <img
            src={src}
            alt="Your new avatar"
            style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: '50%' }}
          />
        ) : (
          <Text c="dimmed" ta="center" pt={120}>
            No picture chosen yet
          </Text>
        )}
      </Box>
      {src && !isGif && (
        <Box w={280}>
          <Text size="sm" id="avatar-zoom-label" mb={4}>
            Zoom
          </Text>
          <Slider
            aria-labelledby="avatar-zoom-label"
            thumbLabel="Zoom"
            min={ZOOM_MIN}
            max={ZOOM_MAX}
            step={1}
            value={zoom}
            onChange={setZoom}
            label={null}
          />
        </Box>
      )}
      <Group>
        <FileButton
          onChange={choose}
          accept="image/png,image/jpeg,image/gif"
          inputProps={{ 'aria-label': 'Picture file' }}
        >
          {(props) => (
            <Button variant="default" {...props}>
              {file ? 'Choose another picture' : 'Choose a picture'}
            </Button>
          )}
        </FileButton>
      </Group>
      {isGif && (
        <Text size="sm" c="dimmed" ta="center">
          Animated GIFs are uploaded as they are.
        </Text>
      )}
      {error && (
        <Text role="alert" c="red.8" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
