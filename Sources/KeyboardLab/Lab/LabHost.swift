import Foundation
import UIKit

/// What the lab asks of the desktop it runs on, given to it when it is made: the frame
/// clock's speed, pause and single step, the clipboard, and a view drawn alone into a
/// PNG (the plot).
@MainActor
public protocol LabHost: AnyObject {
  func setTimeRate(_ rate: Double)
  func setPaused(_ paused: Bool)
  func stepFrame()
  /// Puts `text` on the desktop's clipboard (the log's Copy).
  func copyText(_ text: String)
  /// Draws `view` alone and writes it as a PNG at `path`.
  func savePNG(of view: UIView, to path: String) throws
}
