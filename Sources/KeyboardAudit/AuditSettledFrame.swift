import Foundation
import UIKit

/// What the contact sheet shows of one tapped input: the window as drawn once the
/// keyboard settled, the rectangles to outline, and the case written under it.
@_spi(Lab) public struct AuditSettledFrame: Sendable {
  public let screen: String
  public let device: DeviceProfile
  public let orientation: UIInterfaceOrientation
  public let keyboard: KeyboardAudit.KeyboardMode
  public let input: String
  public let size: CGSize
  public let commands: [DrawCommand]
  /// The input's rectangle (always outlined) and those of the findings.
  public let outlines: [KeyboardAuditFinding.Rect]
  public let kinds: [KeyboardAuditFinding.Kind]
}
