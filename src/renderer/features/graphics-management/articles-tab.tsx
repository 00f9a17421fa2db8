import { Badge, Group, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { sanitiseText } from '@shared/content/markup';
import { contract } from '@shared/contract';
import { ARTICLE_KINDS, type Article, type ArticleKind } from '@shared/contract/content';
import { useCanCall } from '@renderer/app/data/can-call';
import { useOperation, useOperationMutation } from '@renderer/app/data/use-operation';
import { showSuccessToast } from '@renderer/app/notify';
import { CanCall } from '@renderer/components/can-call';
import { CallButton } from '@renderer/components/call-button';
import { RowActionsCell } from '@renderer/components/row-controls/row-actions';
import { useConfirmLeave } from '@renderer/components/leave-guard';
import { EditsRecordContext, OperationFormBody, useOperationForm, useRereadableRecord } from '@renderer/components/form-kit';
import { MarkupView } from './markup-view';
import { TableHead } from '@renderer/components/table-head';
import { AddButton } from '@renderer/components/add-button';
import { LabelledSegments } from '@renderer/components/labelled-segments';
import { codeOptions } from '@renderer/lib/code-options';

const KIND_LABELS: Record<ArticleKind, string> = { news: 'News', tip: 'Tip', preview: 'Preview' };
const SHOWN_KIND_LABELS: Record<ArticleKind | 'all', string> = { all: 'All', ...KIND_LABELS };

/** News, tips and previews: a list, and an editor with a live preview of what punters will read. */
export function ArticlesTab() {
  const [kind, setKind] = useState<ArticleKind | 'all'>('all');
  const articles = useOperation(contract.content.articles, kind === 'all' ? {} : { kind });
  const [editing, setEditing] = useState<{ article: Article | undefined; key: number }>({ article: undefined, key: 0 });
  // The article as its Edit opened it: its save names that version (a change since is refused, with Reload).
  const { editing: article, edited, forget } = useRereadableRecord(editing.article);
  const status = useOperationMutation(contract.content.setArticleStatus);
  const confirmLeave = useConfirmLeave();
  // Another article (or a new one) replaces the editor: its unsaved text is asked about first.
  const edit = (picked: Article | undefined) => confirmLeave(() => (forget(), setEditing((e) => ({ article: picked, key: e.key + 1 }))));
  const startNew = () => edit(undefined);
  const afterSave = () => (forget(), setEditing((e) => ({ article: undefined, key: e.key + 1 })));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Stack gap="xs" component="section" aria-label="Articles">
        <Group justify="space-between">
          <LabelledSegments size="xs" labels={SHOWN_KIND_LABELS} value={kind} onChange={setKind} aria-label="Show" />
          <AddButton op={contract.content.saveArticle} onClick={startNew}>
            New article
          </AddButton>
        </Group>
        <Table striped highlightOnHover aria-label="Article list">
          <TableHead headers={['Kind', 'Title', 'Status', '']} />
          <Table.Tbody>
            {articles.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    Nothing written yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {(articles.data ?? []).map((a) => (
              <Table.Tr key={a._id}>
                <Table.Td>{KIND_LABELS[a.kind]}</Table.Td>
                <Table.Td>{a.title}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={a.status === 'published' ? 'green' : 'gray'}>
                    {a.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                </Table.Td>
                <RowActionsCell>
                  <CallButton op={contract.content.saveArticle} variant="subtle" onClick={() => edit(a)} aria-label={`Edit ${a.title}`}>
                    Edit
                  </CallButton>
                  <CallButton
                    op={contract.content.setArticleStatus}
                    variant="subtle"
                    onClick={() => status.mutate({ _id: a._id, status: a.status === 'published' ? 'draft' : 'published' }, { onSuccess: ({ message }) => showSuccessToast(message ?? 'Saved.') })}
                    aria-label={`${a.status === 'published' ? 'Withdraw' : 'Publish'} ${a.title}`}
                  >
                    {a.status === 'published' ? 'Withdraw' : 'Publish'}
                  </CallButton>
                </RowActionsCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <CanCall op={contract.content.saveArticle}>
        <EditsRecordContext.Provider value={edited}>
          <ArticleEditor key={editing.key} article={article} onSaved={afterSave} />
        </EditsRecordContext.Provider>
      </CanCall>
    </SimpleGrid>
  );
}

function ArticleEditor({ article, onSaved }: { article: Article | undefined; onSaved(): void }) {
  const kit = useOperationForm({
    operation: contract.content.saveArticle,
    initialValues: { kind: (article?.kind ?? 'news') as ArticleKind, title: article?.title ?? '', body: article?.body ?? '', sportId: article?.sportId ?? '', eventId: article?.eventId ?? '' },
    labels: { kind: 'Kind', title: 'Title', body: 'Text', sportId: 'Sport', eventId: 'Event' },
    toInput: (v) => ({ ...(article ? { _id: article._id } : {}), kind: v.kind, title: v.title, body: v.body, sportId: v.sportId || null, eventId: v.eventId || null }),
    onSuccess: ({ data }) => (showSuccessToast(`${KIND_LABELS[data.kind]} “${data.title}” saved as a draft.`), onSaved()),
  });
  const { form } = kit;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Article editor">
      <Title order={3} mb="xs">
        {article ? `Edit: ${article.title}` : 'New article'}
      </Title>
      <OperationFormBody kit={kit} label="Article" onCancel={onSaved}>
        <Select label="Kind" data={codeOptions(ARTICLE_KINDS, KIND_LABELS)} allowDeselect={false} {...form.getInputProps('kind')} />
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <AboutPicker sportId={form.values.sportId} eventId={form.values.eventId} onChange={(about) => form.setValues(about)} />
        <Textarea label="Text" description="Paragraphs with a blank line; - for a bullet; **bold**, *italic*. No HTML." autosize minRows={5} required {...form.getInputProps('body')} />
        <Stack gap={4} aria-label="Live preview" role="region">
          <Text size="xs" c="dimmed">
            Preview
          </Text>
          {/* What punters will read: the exchange removes tags before storing, so the preview does too. */}
          <Paper bg="var(--mantine-color-default-hover)" p="xs">
            <Text fw={700}>{sanitiseText(form.values.title)}</Text>
            <MarkupView text={sanitiseText(form.values.body)} />
          </Paper>
          {(sanitiseText(form.values.title) !== form.values.title.trim() || sanitiseText(form.values.body) !== form.values.body.trim()) && (
            <Text size="xs" c="orange">
              HTML tags are removed when saved, as the preview shows.
            </Text>
          )}
        </Stack>
      </OperationFormBody>
    </Paper>
  );
}

/** What the article is about: a sport and, within it, an event (both optional), where the user may read the catalogue. */
function AboutPicker({ sportId, eventId, onChange }: { sportId: string; eventId: string; onChange(about: { sportId: string; eventId: string }): void }) {
  const canRead = useCanCall(contract.catalogue.events);
  const sports = useOperation(contract.catalogue.sports, { start: 0, length: 100 }, { enabled: canRead, spinner: false });
  const events = useOperation(contract.catalogue.events, { start: 0, length: 100, ...(sportId ? { sportId } : {}) }, { enabled: canRead && sportId !== '', spinner: false });
  if (!canRead) return null;
  return (
    <Group grow>
      <Select label="Sport" placeholder="Any sport" clearable searchable data={(sports.data?.data ?? []).map((s) => ({ value: s._id, label: s.name }))} value={sportId || null} onChange={(v) => onChange({ sportId: v ?? '', eventId: '' })} />
      <Select label="Event" placeholder="Any event" clearable searchable disabled={sportId === ''} data={(events.data?.data ?? []).map((e) => ({ value: e._id, label: e.name }))} value={eventId || null} onChange={(v) => onChange({ sportId, eventId: v ?? '' })} />
    </Group>
  );
}
