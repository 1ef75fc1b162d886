import Foundation

/// The measurer every control uses, swapped in once at start-up.
///
/// A global rather than an argument threaded through every view, because on iOS text
/// metrics are ambient too (`UIFont.lineHeight`, `sizeThatFits`). The SDL layer installs
/// its font-backed measurer; headless runs and tests keep the deterministic default.
@preconcurrency @MainActor
public enum TextMeasurement {
  public static var current: any TextMeasurer = FixedWidthTextMeasurer()
}
