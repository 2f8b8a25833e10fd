// An image post's attachment: pick a png, jpeg or gif, see it, replace or remove it. The file goes to storage as
// soon as it is picked; the post keeps the key (member-forum §5: "Attachment is required.", "Please select a valid
// image.", the unsupported-type message).
import * as messages from '@hearth/shared/messages';
import { POST_IMAGE_TYPES } from '@hearth/shared/schemas/posts';
import { Button, FileButton, Group, Input, Loader, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { ImageIcon } from '@/components/icons/icons.tsx';
import { isPostImageType, useUploadPostImage } from '@/features/posts/api/upload-post-image.ts';
import classes from './image-field.module.css';

interface ImageFieldProps {
  /** The image the post has now (editing), shown until another is picked. */
  currentURL?: string | null;
  onUploaded: (key: string | null) => void;
  error?: string | null | undefined;
  required?: boolean;
}

export function ImageField({ currentURL = null, onUploaded, error, required = false }: ImageFieldProps) {
  const upload = useUploadPostImage();
  const [preview, setPreview] = useState<string | null>(currentURL);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (file: File | null) => {
    if (!file) return;
    if (!isPostImageType(file.type)) {
      setProblem(messages.unsupportedImageType);
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    onUploaded(null);
    upload.mutate(file, {
      onSuccess: ({ key }) => onUploaded(key),
      onError: (failure) => {
        setPreview(currentURL);
        setProblem(failure.message || messages.invalidImage);
      },
    });
  };

  const shownError = problem ?? error ?? null;
  return (
    <Input.Wrapper
      label="Image"
      required={required}
      withAsterisk={false}
      error={shownError ? <span id={errorId}>{shownError}</span> : null}
      description="PNG, JPEG or GIF"
    >
      <div className={classes.field} data-invalid={shownError ? true : undefined}>
        {preview ? (
          <img src={preview} alt="Selected image" className={classes.preview} />
        ) : (
          <Text c="dimmed" className={classes.placeholder} aria-hidden="true">
            <ImageIcon size={32} />
          </Text>
        )}
        <Group gap="xs" justify="center">
          <FileButton onChange={pick} accept={POST_IMAGE_TYPES.join(',')} inputProps={{ 'aria-label': 'Image file' }}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={upload.isPending ? <Loader size={14} /> : undefined}
                disabled={upload.isPending}
                aria-describedby={shownError ? errorId : undefined}
              >
                {upload.isPending ? 'Uploading…' : preview ? 'Replace image' : 'Choose image'}
              </Button>
            )}
          </FileButton>
          {preview && !upload.isPending && preview !== currentURL && (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setPreview(currentURL);
                onUploaded(null);
              }}
            >
              Remove
            </Button>
          )}
        </Group>
      </div>
    </Input.Wrapper>
  );
}
