export declare const DEFAULT_MAP_TILE_URL: string;
export declare const OPENSTREETMAP_ATTRIBUTION: string;
export declare function parseMapTileUrl(value: string | undefined): string;
export declare function mapAttributionFor(value: string | undefined, tileUrl: string): string;
export declare function mapTileOrigins(tileUrl: string | undefined): string[];
