import { createContext, useContext } from "react";

/** Data-saver mode (decision 034): the browser never runs in it (it gets no code), so the default, off, is right there. */
export const DataSaverContext = createContext(false);

export const useDataSaver = () => useContext(DataSaverContext);
