import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** A mounted form as the one started in its place reads it: the zone its wall-clock times are in, and its state now. */
interface CarriedForm {
  readonly zone: string;
  read(): unknown;
}

/** The forms mounted under one restart boundary, one per operation (as their idempotency keys are). */
class CarriedForms {
  private readonly forms = new Map<string, CarriedForm>();

  /** Holds a mounted form; the returned function lets it go (as it unmounts). */
  hold(operationId: string, form: CarriedForm): () => void {
    this.forms.set(operationId, form);
    return () => {
      if (this.forms.get(operationId) === form) this.forms.delete(operationId);
    };
  }

  /** The form of `operationId` still mounted: while its replacement draws for the first time, the one it replaces. */
  mounted(operationId: string): CarriedForm | undefined {
    return this.forms.get(operationId);
  }
}

const CarriedFormsContext = createContext<CarriedForms | null>(null);

/**
 * Holds, above `children`, the forms in them, so that a form started again (remounted on a zone change) starts
 * from what the user had in the one it replaces, not from its record: a restart must never lose what was typed.
 * A form closed and opened anew starts afresh (the closed one let go as it unmounted).
 */
export function FormsCarriedAcrossRestarts({ children }: { children: ReactNode }) {
  const [forms] = useState(() => new CarriedForms());
  return <CarriedFormsContext.Provider value={forms}>{children}</CarriedFormsContext.Provider>;
}

/**
 * For a form under a restart boundary, as it first draws: the state of the form it replaces, with the zone that
 * state's times are in; none for a form opened anew, or outside a boundary.
 */
export function useReplacedForm<S>(operationId: string): { readonly zone: string; readonly state: S } | undefined {
  const forms = useContext(CarriedFormsContext);
  const [replaced] = useState(() => {
    const before = forms?.mounted(operationId);
    return before && { zone: before.zone, state: before.read() as S };
  });
  return replaced;
}

/** For a form under a restart boundary, while it is mounted: its state now (`read`, its times in `zone`), for the form that may replace it. */
export function useHandedOn(operationId: string, zone: string, read: () => unknown): void {
  const forms = useContext(CarriedFormsContext);
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  useEffect(() => forms?.hold(operationId, { zone, read: () => latestRead.current() }), [forms, operationId, zone]);
}

/**
 * A form's state beside its values (the image file a banner form holds, with its bytes and preview), as
 * useState's: a form started again in place of another starts from what the one it replaces held, as its
 * values do. Carried in memory, never serialised (it is the same window): a File is carried as it is.
 * `name` tells it from the form's other such states; its form is `operationId`'s.
 */
export function useCarriedState<T>(operationId: string, name: string, initial: T): [T, (next: T) => void] {
  const key = `${operationId}#${name}`;
  const replaced = useReplacedForm<T>(key);
  const [state, setState] = useState<T>(() => (replaced ? replaced.state : initial));
  useHandedOn(key, '', () => state);
  return [state, setState];
}
