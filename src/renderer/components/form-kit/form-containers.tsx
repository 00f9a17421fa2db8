import { Drawer, Modal, type ModalProps } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { CloseGuardProvider, useCloseGuard, type CloseGuard } from './close-guard';
import { EditsRecordContext } from './edits-record';
import { FormTitleContext } from './form-title';
import { escapeClosesOnlyThis } from '../dialog-guards';
import { useFirstFieldFocus } from './first-field-focus';

interface ContainerProps {
  opened: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

/**
 * A container's content: the form only while open, under its close guard and its title (for the drafts
 * notice), with the keyboard on its first field as it opens. A form opened from inside an edit form edits no
 * record unless its own editFormModal says so.
 */
function GuardedForm({ guard, title, opened, children }: Pick<ContainerProps, 'title' | 'opened' | 'children'> & { guard: CloseGuard }) {
  const content = useRef<HTMLDivElement>(null);
  useFirstFieldFocus(content, opened);
  return (
    <CloseGuardProvider guard={guard}>
      <FormTitleContext.Provider value={title}>
        <EditsRecordContext.Provider value={null}>
          <div ref={content}>{opened && children}</div>
        </EditsRecordContext.Provider>
      </FormTitleContext.Provider>
    </CloseGuardProvider>
  );
}

/**
 * The modal around a form: a click outside does not close it and a dirty form asks before closing, so
 * nothing typed is lost by a stray click or Escape. The form is mounted only while open, so every opening
 * starts from its initial values, and a closed form's fields are gone at once (not fading beside the
 * screen's own fields of the same name). Escape asks to close this form alone, not a drawer or statement
 * it was opened over.
 */
export function FormModal({ opened, onClose, title, size, transitionProps, children }: ContainerProps & Pick<ModalProps, 'size' | 'transitionProps'>) {
  const { guard, question } = useCloseGuard(onClose);
  return (
    <>
      <Modal opened={opened} onClose={guard.requestClose} title={title} centered closeOnClickOutside={false} size={size} transitionProps={transitionProps} {...escapeClosesOnlyThis(guard.requestClose)}>
        <GuardedForm guard={guard} title={title} opened={opened}>
          {children}
        </GuardedForm>
      </Modal>
      {question}
    </>
  );
}

/** The same as a drawer from the right, for forms beside a list that the user keeps looking at. */
export function FormDrawer({ opened, onClose, title, size = 'md', children }: ContainerProps & { size?: string | number }) {
  const { guard, question } = useCloseGuard(onClose);
  return (
    <>
      <Drawer opened={opened} onClose={guard.requestClose} title={title} position="right" size={size} closeOnClickOutside={false}>
        <GuardedForm guard={guard} title={title} opened={opened}>
          {children}
        </GuardedForm>
      </Drawer>
      {question}
    </>
  );
}
