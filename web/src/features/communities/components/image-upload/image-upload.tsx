// One branding image (icon or banner): a visible label, the recommended size, a file picker limited to png and
// jpeg, the upload's progress and result. A wrong type is refused here; the API checks the bytes afterwards.
// The builder's branding step and Platform Information show the two side by side (BrandingUploads).
import { BRANDING_IMAGE_TYPES, RECOMMENDED_SIZES } from '@hearth/shared/constants/design';
import * as messages from '@hearth/shared/messages';
import { Button, Group, Loader, SimpleGrid, type SimpleGridProps, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { placeApiError } from '@/lib/form-errors.ts';
import {
  isBrandingImageType,
  useUploadBrandingImage,
  type BrandingKind,
} from '@/features/communities/api/upload-branding-image.ts';
import type { BuilderImage } from '@/features/communities/builder/draft.ts';
import classes from './image-upload.module.css';

/** An uploaded image as the picker shows and reports it (the builder's draft keeps the same shape). */
export type UploadedImage = BuilderImage;

const BRANDING_LABELS: Record<BrandingKind, string> = { icon: 'Community icon', banner: 'Community banner' };

interface BrandingUploadsProps {
  images: Record<BrandingKind, UploadedImage | null>;
  /** An image uploaded (or removed: null). */
  onChange: (kind: BrandingKind, image: UploadedImage | null) => void;
  cols: SimpleGridProps['cols'];
}

/** The community's icon and banner uploads side by side. */
export function BrandingUploads({ images, onChange, cols }: BrandingUploadsProps) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {(['icon', 'banner'] as const).map((kind) => (
        <ImageUpload
          key={kind}
          kind={kind}
          label={BRANDING_LABELS[kind]}
          recommendedSize={RECOMMENDED_SIZES[kind]}
          image={images[kind]}
          onUploaded={(image) => onChange(kind, image)}
          onRemove={() => onChange(kind, null)}
        />
      ))}
    </SimpleGrid>
  );
}

interface ImageUploadProps {
  kind: BrandingKind;
  label: string;
  recommendedSize: string;
  image: UploadedImage | null;
  onUploaded: (image: UploadedImage) => void;
  onRemove: () => void;
}

export function ImageUpload({ kind, label, recommendedSize, image, onUploaded, onRemove }: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadBrandingImage();
  const [error, setError] = useState<string | null>(null);
  const [width, height] = recommendedSize.split('x');

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!isBrandingImageType(file.type)) {
      setError(messages.invalidImage);
      return;
    }
    upload.mutate(
      { type: kind, file },
      {
        onSuccess: ({ key, url }) => onUploaded({ key, url, fileName: file.name }),
        onError: (failure) => {
          const placed = placeApiError(failure, ['file']);
          setError(placed.fields.file ?? placed.message ?? messages.invalidImage);
        },
      },
    );
  };

  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={id} fw={600} size="sm">
        {label}
      </Text>
      <Text id={`${id}-hint`} size="xs" c="dimmed">
        Recommended size {width}×{height} px. PNG or JPEG.
      </Text>
      <Group gap="sm" wrap="nowrap" className={classes.row}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={BRANDING_IMAGE_TYPES.join(',')}
          className={classes.input}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            onFile(event.currentTarget.files?.[0]);
            // The same file may be picked again after an error.
            event.currentTarget.value = '';
          }}
        />
        <Button
          variant="default"
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          aria-hidden="true"
          tabIndex={-1}
        >
          {image ? 'Change' : 'Choose file'}
        </Button>
        <Text size="sm" c="dimmed" truncate="end" miw={0} aria-live="polite">
          {upload.isPending ? 'Uploading…' : image ? image.fileName : 'No file chosen'}
        </Text>
        {upload.isPending && <Loader size={14} aria-hidden="true" />}
        {image && !upload.isPending && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={onRemove}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </Group>
      {error && (
        <Text id={`${id}-error`} role="alert" size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
