export declare const SCALE: {
  small: boolean;
  explorePages: number;
  exploreInitiatives: number;
  analyticsEvents: number;
  ingestEvents: number;
  duration: number;
};
