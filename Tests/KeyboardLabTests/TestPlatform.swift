import Foundation
import KeyboardLab
import UIKit

/// The platform in a test: frames pumped on the test's runtime, titles kept, no desktop
/// (screenshots and PNGs are written nowhere, the clock's controls are counted).
@MainActor
final class TestPlatform: AppPlatform {
  private let runtime: UIKitRuntime
  private(set) var titles: [String] = []
  private(set) var steps = 0
  private(set) var timeRates: [Double] = []
  private(set) var copied: [String] = []

  init(runtime: UIKitRuntime = .current) {
    self.runtime = runtime
  }

  func setTitle(_ title: String) { titles.append(title) }
  func drawFrame() { runtime.pumpFrames(1) }
  func savePhoneScreenshot(to path: String) throws {}
  func saveWindowScreenshot(to path: String) throws {}
  func setTimeRate(_ rate: Double) { timeRates.append(rate) }
  func setPaused(_ paused: Bool) {}
  func stepFrame() { steps += 1 }
  func copyText(_ text: String) { copied.append(text) }
  func savePNG(of view: UIView, to path: String) throws {}
}
