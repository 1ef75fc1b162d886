import Foundation
import UIKit

/// What the platform does for the app, given to `AppSession` when it is made: the
/// desktop window's title, a display frame, screenshots, and what the lab asks of it.
@MainActor
public protocol AppPlatform: LabHost {
  /// Retitles the desktop window.
  func setTitle(_ title: String)
  /// One display frame (1/60 s after the last when frames are stepped) with a full draw
  /// of the window (not presented).
  func drawFrame()
  /// Draws the current state and writes the phone's screen alone as a PNG.
  func savePhoneScreenshot(to path: String) throws
  /// Draws the current state and writes the whole window (the lab) as a PNG.
  func saveWindowScreenshot(to path: String) throws
}
