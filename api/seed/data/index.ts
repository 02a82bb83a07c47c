import type { SeedMerchant } from "../types";
import { saborDaCasa, saborDaCasaStores } from "./franchise";
import { laBrasaBurger } from "./la-brasa-burger";
import { marketplaceMerchants } from "./marketplace";
import { bellaNapoli } from "./pizzaria-bella-napoli";
import { emporioSantaCecilia } from "./emporio-santa-cecilia";
import { taqueriaElGuero } from "./taqueria-el-guero";

/**
 * The demo merchants, merchant number k = id (1 … 16). Every id a merchant owns is
 * k * 100000 + n (see helpers.ts). Images are local SVGs under public/demo/, named with a hash of
 * their bytes (demo-images.ts, `npm run demo:images`, decision 018).
 *
 *  1 bella-napoli                  pizzeria, São Paulo (BRL), custom domain bellanapoli.localhost
 *  2 la-brasa-burger               burgers, Medellín (COP)
 *  3 taqueria-el-guero             taquería, Ciudad de México (MXN)
 *  4 sabor-da-casa                 FRANCHISE of marmitas, stores 5 … 10:
 *  5 sabor-da-casa-curitiba
 *  6 sabor-da-casa-belo-horizonte
 *  7 sabor-da-casa-porto-alegre    takeout only
 *  8 sabor-da-casa-recife          closed until further notice (no opening periods)
 *  9 sabor-da-casa-salvador        default theme (no colours, no logo)
 * 10 sabor-da-casa-florianopolis   hidden from the store list (visible: false)
 * 11 mercado-da-vila               MARKETPLACE, INDIVIDUAL (a food hall, decision 040), stores 12 and 13:
 * 12 mercado-da-vila-pastelaria
 * 13 mercado-da-vila-acai          takeout only
 * 14 acai-da-vila-delivery         MARKETPLACE, UNIQUE: sends every customer to store 15
 * 15 acai-da-vila-pinheiros
 * 16 emporio-santa-cecilia        market, São Paulo (BRL): more than 600 products (decision 065)
 */
export const demoMerchants: SeedMerchant[] = [
  bellaNapoli,
  laBrasaBurger,
  taqueriaElGuero,
  saborDaCasa,
  ...saborDaCasaStores,
  ...marketplaceMerchants,
  emporioSantaCecilia,
];
