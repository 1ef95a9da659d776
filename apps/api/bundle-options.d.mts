export declare function bundleApi(options: {
  entryPoints: Record<string, string>;
  outdir: string;
  sourcemap?: boolean;
}): Promise<void>;
