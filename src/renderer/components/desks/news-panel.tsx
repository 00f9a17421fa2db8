import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { contract } from '@shared/contract';
import { NEWS_MAX_LENGTH, type NewsFamily, type NewsLine } from '@shared/contract/news';
import { FormModal, OperationFormBody, useOperationForm } from '@renderer/components/form-kit';
import { useOperation } from '@renderer/app/data/use-operation';
import { formatWhen } from '@renderer/lib/format';
import { PanelHeading } from './panel-heading';

/** The news line punters read above a market: shown on the desk, edited in a small form (empty takes it down). */
export function NewsPanel({ family, targetId }: { family: NewsFamily; targetId: string }) {
  const news = useOperation(contract.news.get, { family, targetId }, { spinner: false });
  const [editing, setEditing] = useState(false);
  const line = news.data;
  return (
    <section aria-label="News">
      <PanelHeading title="News" op={contract.news.save} editLabel="Edit news" onEdit={() => setEditing(true)} loaded={!!line} />
      <Text size="sm" data-testid="news-line" c={line?.text ? undefined : 'dimmed'}>
        {line?.text || 'No news line.'}
      </Text>
      {line?.updatedAt && (
        <Text size="xs" c="dimmed">
          {formatWhen(line.updatedAt)} by {line.updatedBy ?? '—'}
        </Text>
      )}
      <FormModal opened={editing && line !== undefined} onClose={() => setEditing(false)} title={`News: ${line?.targetName ?? ''}`}>
        {line && <NewsForm line={line} onClose={() => setEditing(false)} />}
      </FormModal>
    </section>
  );
}

function NewsForm({ line, onClose }: { line: NewsLine; onClose(): void }) {
  const kit = useOperationForm({
    operation: contract.news.save,
    initialValues: { family: line.family, targetId: line.targetId, text: line.text },
    // The line as it stands is sent again only once changed.
    saveUnchanged: false,
    labels: { text: 'News' },
    onSuccess: () => onClose(),
  });
  return (
    <OperationFormBody kit={kit} label="News line" onCancel={onClose}>
      <Textarea label="News line" description={`Up to ${NEWS_MAX_LENGTH} characters; empty takes the news down.`} autosize minRows={2} {...kit.form.getInputProps('text')} />
    </OperationFormBody>
  );
}
