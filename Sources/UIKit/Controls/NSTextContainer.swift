import Foundation

/// The region a text view lays its text out in. Only `lineFragmentPadding` is modelled:
/// the blank space at each end of every line, inside `textContainerInset`.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// Apple: "The padding appears at the beginning and end of the line fragment
  /// rectangles. [...] The default value of this property is 5.0."
  /// (developer.apple.com/documentation/appkit/nstextcontainer/linefragmentpadding; UIKit's
  /// NSTextContainer is the same class.)
  open var lineFragmentPadding: CGFloat = 5 {
    didSet { if lineFragmentPadding != oldValue { geometryDidChange?() } }
  }

  /// Tells the text view that owns the container to lay its text out again.
  var geometryDidChange: (() -> Void)?

  public override init() {
    super.init()
  }
}
