// "Download my data" (GDPR art. 20): the member's profile, posts, comments, votes and reactions in this
// community as one JSON file, built from the API's pages while the button shows it is working.
import * as messages from '@hearth/shared/messages';
import { Button, Stack, Text } from '@mantine/core';
import { useExportMyData } from '@/features/members/api/account-data.ts';

export function ExportDataButton({ community }: { community: { id: string; name: string } }) {
  const download = useExportMyData(community);
  return (
    <Stack gap={6} align="flex-start">
      <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
        Download my data
      </Button>
      {download.isError && (
        <Text role="alert" c="red.8" size="sm">
          {messages.exportFailed}
        </Text>
      )}
    </Stack>
  );
}
