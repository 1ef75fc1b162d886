import Foundation
import UIKit

/// What the contact sheet shows of one tapped input: the screen as drawn once the
/// keyboard settled, the rectangles to outline, and the case written under it. When the
/// app's window is the screen that is the window alone, as it always was; when it is a
/// share of an iPad's screen, the whole screen, with the window at its place on it and
/// the keyboard across it, and every rectangle in screen points.
@_spi(Lab) public struct AuditSettledFrame: Sendable {
  public let screen: String
  public let device: DeviceProfile
  public let orientation: UIInterfaceOrientation
  public let window: AppWindowArrangement
  public let keyboard: KeyboardAudit.KeyboardMode
  public let input: String
  public let size: CGSize
  /// Where the app's window is in `size`: all of it when the window is the screen.
  public let windowFrame: CGRect
  public let commands: [DrawCommand]
  /// The input's rectangle (always outlined) and those of the findings.
  public let outlines: [KeyboardAuditFinding.Rect]
  public let kinds: [KeyboardAuditFinding.Kind]
}
