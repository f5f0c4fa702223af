/** Build feature flags (SPEC §9), read once from the build environment. */
export interface FeatureFlags {
  expressPay: boolean;
}

export const featureFlags: FeatureFlags = {
  expressPay: import.meta.env.VITE_FEATURE_EXPRESS_PAY !== '0',
};
