import Foundation

/// The measurer every control uses: the current runtime's.
///
/// Ambient rather than an argument threaded through every view, because on iOS text
/// metrics are ambient too (`UIFont.lineHeight`, `sizeThatFits`). Drawing sits below the
/// runtime in the module's layering, so the runtime plugs itself in as the source
/// (`TextMeasurementSource`); until one does, the deterministic measurer answers.
@preconcurrency @MainActor
public enum TextMeasurement {
  public static var current: any TextMeasurer {
    get { source.textMeasurer }
    set { source.textMeasurer = newValue }
  }

  static var source: any TextMeasurementSource = FixedTextMeasurementSource()
}

/// Where `TextMeasurement.current` comes from.
@MainActor
protocol TextMeasurementSource: AnyObject {
  var textMeasurer: any TextMeasurer { get set }
}

@MainActor
private final class FixedTextMeasurementSource: TextMeasurementSource {
  var textMeasurer: any TextMeasurer = FixedWidthTextMeasurer()
}
