import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SortableItem {
  readonly id: string;
  readonly label: string;
}

/**
 * A list reordered by dragging its handles (mouse or touch), by the keyboard (focus a handle, Space to
 * pick up, arrows to move, Space to drop: @dnd-kit's keyboard sensor, announced to screen readers),
 * or by the move up / move down buttons.
 */
export function SortableList<T extends SortableItem>({
  items,
  onChange,
  renderItem,
  label,
}: {
  items: readonly T[];
  onChange(items: T[]): void;
  renderItem(item: T, index: number): ReactNode;
  label: string;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(arrayMove([...items], from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(
      items.findIndex((item) => item.id === active.id),
      items.findIndex((item) => item.id === over.id),
    );
  };
  const position = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  const name = (id: string | number) => items.find((item) => item.id === id)?.label ?? '';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${items.length}.`,
          onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over position ${position(over.id)} of ${items.length}.` : `${name(active.id)} is outside the list.`),
          onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${position(over.id)} of ${items.length}.` : `${name(active.id)} dropped.`),
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <div role="list" aria-label={label}>
          {items.map((item, index) => (
            <SortableRow key={item.id} item={item} index={index} count={items.length} move={move}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </div>
        {/* Outside the list: a list holds list items only. */}
        {items.length === 0 && (
          <Text size="sm" c="dimmed" p="xs">
            The list is empty.
          </Text>
        )}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, index, count, move, children }: { item: SortableItem; index: number; count: number; move(from: number, to: number): void; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <Paper
      ref={setNodeRef}
      role="listitem"
      aria-label={item.label}
      withBorder
      px="xs"
      py={4}
      mb={4}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1, position: 'relative', zIndex: isDragging ? 1 : undefined }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={`Drag ${item.label}`} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="xs" c="dimmed" w={22} ta="right">
          {index + 1}
        </Text>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        {/* At an end the arrow says it cannot move (aria-disabled) but keeps the focus: a disabled button would drop it to the page. */}
        <ActionIcon variant="subtle" size="sm" aria-label={`Move ${item.label} up`} aria-disabled={index === 0} data-disabled={index === 0 || undefined} onClick={() => index > 0 && move(index, index - 1)}>
          <IconArrowUp size={14} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Move ${item.label} down`}
          aria-disabled={index === count - 1}
          data-disabled={index === count - 1 || undefined}
          onClick={() => index < count - 1 && move(index, index + 1)}
        >
          <IconArrowDown size={14} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
