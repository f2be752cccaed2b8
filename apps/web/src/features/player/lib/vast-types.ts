// The part of @dailymotion/vast-client the pre-roll uses (its own typings are mostly `any`),
// so the flow runs against a fake client in unit tests.

export interface VastMediaFile {
  fileURL: string | null;
  mimeType: string | null;
  width?: number;
  height?: number;
}

export interface VastCreative {
  type: string;
  duration?: number;
  /** Seconds before the ad may be skipped; null or -1 when it may not be. */
  skipDelay?: number | null;
  mediaFiles: VastMediaFile[];
  videoClickThroughURLTemplate?: { url: string } | string | null;
}

export interface VastAd {
  creatives: VastCreative[];
}

export interface VastResponse {
  ads: VastAd[];
}

export interface VastClientLike {
  get(
    url: string,
    options?: { timeout?: number; withCredentials?: boolean },
  ): Promise<VastResponse>;
}

export interface VastTrackerLike {
  trackImpression(): void;
  setDuration(duration: number): void;
  setProgress(progress: number): void;
  complete(): void;
  skip(): void;
  error(macros?: Record<string, string>): void;
}

export interface VastLibrary {
  client: VastClientLike;
  tracker(ad: VastAd, creative: VastCreative): VastTrackerLike;
}
