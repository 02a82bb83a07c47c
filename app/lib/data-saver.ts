import { createContext, useContext } from "react";

/**
 * Data-saver mode (decision 034): the page is sent with no script and no dish photos or
 * banners. The server renders with this context (entry.server, static parts); the browser never
 * runs in the mode (it gets no code), so the client's default, off, is always right there.
 */
export const DataSaverContext = createContext(false);

/** True while the page is rendered for the data-saver mode: leave out photos and anything that needs a script. */
export const useDataSaver = () => useContext(DataSaverContext);
