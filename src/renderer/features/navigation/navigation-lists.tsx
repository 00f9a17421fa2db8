import { ActionIcon, Badge, Button, Group, Select, Switch, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { navigation, QUICK_LINK_TARGETS } from '@shared/contract/navigation';
import { CataloguePicker, type PickLevel } from './catalogue-picker';
import { labelProblem, pathProblem } from './entry-problems';
import { listVersionField } from './list-draft';
import { ListEditor } from './list-editor';

const RemoveButton = ({ label, onClick }: { label: string; onClick(): void }) => (
  <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Remove ${label}`} onClick={onClick}>
    <IconTrash size={14} />
  </ActionIcon>
);

/** An entry's label, then what it points at, dimmed; a long one is cut short on one line, whole in its title. */
const ItemLabel = ({ label, detail }: { label: string; detail: string }) => (
  <Text size="sm" truncate="end" title={`${label} ${detail}`} miw={0} flex={1}>
    {label}{' '}
    <Text span size="xs" c="dimmed">
      {detail}
    </Text>
  </Text>
);

type MenuItem = { id: string; label: string; path: string; visible: boolean; isNew?: boolean };

export function ExchangeMenuList() {
  return (
    <ListEditor
      title="Exchange navigation"
      description="The betting site's top menu: order, visibility, add and remove entries."
      load={navigation.exchangeMenu}
      loadInput={{}}
      toItem={(r): MenuItem => ({ id: r._id, label: r.label, path: r.path, visible: r.visible })}
      save={navigation.saveExchangeMenu}
      saveInput={(items, listVersion) => ({
        items: items.map((i) => ({ ...(i.isNew ? {} : { _id: i.id }), label: i.label, path: i.path, visible: i.visible })),
        ...listVersionField(listVersion),
      })}
      renderItem={(item, update, remove) => (
        <Group justify="space-between" wrap="nowrap">
          <ItemLabel label={item.label} detail={item.path} />
          <Group gap="xs" wrap="nowrap">
            <Switch size="xs" label="Visible" checked={item.visible} onChange={(e) => update({ ...item, visible: e.currentTarget.checked })} />
            <RemoveButton label={item.label} onClick={remove} />
          </Group>
        </Group>
      )}
      adder={(draft, add) => <MenuAdder entries={draft} add={add} />}
    />
  );
}

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A new menu entry: what is wrong is said on its field; a label or a path already in the menu is refused. Enter adds it. */
function MenuAdder({ entries, add }: { entries: readonly MenuItem[]; add(item: MenuItem): void }) {
  const [label, setLabel] = useState('');
  const [path, setPath] = useState('/');
  const entry = { label: label.trim(), path: path.trim() };
  const sameLabel = entries.find((e) => e.label.toLowerCase() === entry.label.toLowerCase());
  // "/sports/" is "/sports"; nothing is said of the path before a label is typed (it starts as "/").
  const samePath = entry.label === '' ? undefined : entries.find((e) => withoutTrailingSlash(e.path) === withoutTrailingSlash(entry.path));
  const labelError = labelProblem(label) ?? (entry.label !== '' && sameLabel ? `${sameLabel.label} is already in this menu.` : undefined);
  const pathError = pathProblem(entry.path) ?? (samePath ? `${samePath.label} already goes to ${samePath.path}.` : undefined);
  const valid = entry.label !== '' && !labelError && !pathError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    add({ id: `new-${crypto.randomUUID()}`, ...entry, visible: true, isNew: true });
    setLabel('');
    setPath('/');
  };
  return (
    <form onSubmit={submit} aria-label="New menu entry">
      <Group gap="xs" align="flex-start">
        <TextInput size="xs" label="Label" value={label} onChange={(e) => setLabel(e.currentTarget.value)} error={labelError} maw={320} />
        <TextInput size="xs" label="Path" value={path} onChange={(e) => setPath(e.currentTarget.value)} error={pathError} maw={320} />
        <Button type="submit" size="compact-sm" variant="light" mt={22} disabled={!valid}>
          Add entry
        </Button>
      </Group>
    </form>
  );
}

type SportItem = { id: string; label: string; active: boolean; visible: boolean };
const toSport = (r: { sportId: string; name: string; active: boolean; visible: boolean }): SportItem => ({ id: r.sportId, label: r.name, active: r.active, visible: r.visible });

export function SportNavigationList() {
  return (
    <ListEditor
      title="Sport navigation"
      description="The order of sports in the site's side navigation, and which ones it shows."
      load={navigation.sports}
      loadInput={{}}
      toItem={toSport}
      save={navigation.saveSports}
      saveInput={(items) => ({ items: items.map((i) => ({ sportId: i.id, visible: i.visible })) })}
      renderItem={(item, update) => (
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text size="sm">{item.label}</Text>
            {!item.active && (
              <Badge size="xs" color="gray" variant="outline">
                Switched off
              </Badge>
            )}
          </Group>
          <Switch size="xs" label="Shown" checked={item.visible} onChange={(e) => update({ ...item, visible: e.currentTarget.checked })} />
        </Group>
      )}
    />
  );
}

export function PopularSportsList() {
  return (
    <ListEditor
      title="Popular sports"
      description="Sports the site highlights, in this order."
      load={navigation.popularSports}
      loadInput={{}}
      toItem={toSport}
      save={navigation.savePopularSports}
      saveInput={(items) => ({ sportIds: items.map((i) => i.id) })}
      renderItem={(item, _update, remove) => (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{item.label}</Text>
          <RemoveButton label={item.label} onClick={remove} />
        </Group>
      )}
      adder={(draft, add) => (
        <CataloguePicker level="sport" label="Add a sport" value={null} onPick={(p) => p && !draft.some((d) => d.id === p.id) && add({ id: p.id, label: p.label, active: true, visible: true })} />
      )}
    />
  );
}

type LinkItem = { id: string; label: string; targetType: (typeof QUICK_LINK_TARGETS)[number]; target: string; targetName: string; isNew?: boolean };

export function QuickLinksList() {
  return (
    <ListEditor
      title="Quick links"
      description="Shortcuts on the site's home page: to a sport, competition, event, market or a page."
      load={navigation.quickLinks}
      loadInput={{}}
      toItem={(r): LinkItem => ({ id: r._id, label: r.label, targetType: r.targetType, target: r.target, targetName: r.targetName })}
      save={navigation.saveQuickLinks}
      saveInput={(items) => ({ items: items.map((i) => ({ ...(i.isNew ? {} : { _id: i.id }), label: i.label, targetType: i.targetType, target: i.target })) })}
      renderItem={(item, _update, remove) => (
        <Group justify="space-between" wrap="nowrap">
          <ItemLabel label={item.label} detail={`→ ${item.targetType}: ${item.targetName}`} />
          <RemoveButton label={item.label} onClick={remove} />
        </Group>
      )}
      adder={(_draft, add) => <QuickLinkAdder add={add} />}
    />
  );
}

function QuickLinkAdder({ add }: { add(item: LinkItem): void }) {
  const [label, setLabel] = useState('');
  const [type, setType] = useState<LinkItem['targetType']>('competition');
  const [target, setTarget] = useState<{ id: string; label: string } | null>(null);
  const [path, setPath] = useState('/');
  const labelError = labelProblem(label);
  const pageError = type === 'path' ? pathProblem(path.trim()) : undefined;
  const ready = label.trim() !== '' && !labelError && (type === 'path' ? !pageError : target !== null);
  return (
    <Group gap="xs" align="flex-end">
      <TextInput size="xs" label="Link label" value={label} onChange={(e) => setLabel(e.currentTarget.value)} error={labelError} w={160} />
      <Select size="xs" label="Goes to" data={QUICK_LINK_TARGETS.map((t) => ({ value: t, label: t === 'path' ? 'page' : t }))} value={type} onChange={(t) => (setType((t ?? 'competition') as LinkItem['targetType']), setTarget(null))} allowDeselect={false} w={130} />
      {type === 'path' ? (
        <TextInput size="xs" label="Page" value={path} onChange={(e) => setPath(e.currentTarget.value)} error={pageError} />
      ) : (
        <CataloguePicker key={type} level={type as PickLevel} label={`Which ${type}`} value={target?.id ?? null} onPick={setTarget} />
      )}
      <Button
        size="compact-sm"
        variant="light"
        disabled={!ready}
        onClick={() => {
          add({ id: `new-${crypto.randomUUID()}`, label: label.trim(), targetType: type, target: type === 'path' ? path : (target?.id ?? ''), targetName: type === 'path' ? path : (target?.label ?? ''), isNew: true });
          setLabel('');
          setTarget(null);
        }}
      >
        Add link
      </Button>
    </Group>
  );
}

type BetItem = { id: string; label: string; detail: string; status: string };

export function PopularBetsList() {
  return (
    <ListEditor
      title="Most popular bets"
      description="Markets the site lists as most popular, in this order (the markets' popular flag)."
      load={navigation.popularBets}
      loadInput={{}}
      toItem={(r): BetItem => ({ id: r.marketId, label: `${r.eventName} › ${r.marketName}`, detail: r.sportName, status: r.status })}
      save={navigation.savePopularBets}
      saveInput={(items, listVersion) => ({ marketIds: items.map((i) => i.id), ...listVersionField(listVersion) })}
      renderItem={(item, _update, remove) => (
        <Group justify="space-between" wrap="nowrap">
          <ItemLabel label={item.label} detail={`${item.detail} · ${item.status}`} />
          <RemoveButton label={item.label} onClick={remove} />
        </Group>
      )}
      adder={(draft, add) => (
        <CataloguePicker level="market" label="Add a market" value={null} onPick={(p) => p && !draft.some((d) => d.id === p.id) && add({ id: p.id, label: p.label, detail: '', status: 'new' })} />
      )}
    />
  );
}

export function MarketNavigationList() {
  const [event, setEvent] = useState<{ id: string; label: string } | null>(null);
  return (
    <>
      <CataloguePicker level="event" label="Event" value={event?.id ?? null} onPick={setEvent} />
      {event && (
        <ListEditor
          key={event.id}
          title="Market navigation"
          description={`The order of ${event.label}'s markets on its page.`}
          load={navigation.markets}
          loadInput={{ eventId: event.id }}
          toItem={(r) => ({ id: r.marketId, label: r.name, status: r.status })}
          save={navigation.saveMarkets}
          saveInput={(items) => ({ eventId: event.id, marketIds: items.map((i) => i.id) })}
          renderItem={(item) => (
            <Group gap="xs">
              <Text size="sm">{item.label}</Text>
              <Text size="xs" c="dimmed">
                {item.status}
              </Text>
            </Group>
          )}
        />
      )}
    </>
  );
}
