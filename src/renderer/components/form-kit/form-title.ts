import { createContext, useContext } from 'react';

/** The title of the modal or drawer a form sits in: the draft of the form is listed under it. */
export const FormTitleContext = createContext<string | undefined>(undefined);
export const useFormTitle = () => useContext(FormTitleContext);
