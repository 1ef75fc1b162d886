import Foundation
import UIKit

/// One phone of the compare mode as the lab sees it: a `keyboard-lab --phone-host`
/// process of its own (its screen, its keyboard, its notification center), its last
/// frame's pixels and what it said about them. When the process ends — a crash in its
/// screen's code — the phone ends with it, and says how; the lab goes on.
@MainActor
final class ComparePhone {
  let screen: String
  let device: DeviceProfile
  let orientation: UIInterfaceOrientation
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let pixelsPath: String
  private var buffer = Data()

  /// The last frame, in the phone's points.
  private(set) var image: UIImage?
  /// The keyboard's top as drawn, and the first responder's bottom (nil: none).
  private(set) var keyboardTop: CGFloat = 0
  private(set) var responderBottom: CGFloat?
  /// Whether a text input is first responder.
  private(set) var isFocused = false
  /// How the process ended, once it has.
  private(set) var ended: String?

  private let scale: Int

  /// `placement` and `window` reach an iPad's process only: a phone's keyboard is always
  /// docked and its window its screen.
  init(
    screen: String, device: DeviceProfile, orientation: UIInterfaceOrientation, scale: Int, index: Int,
    placement: KeyboardPlacement = .docked, window: AppWindowArrangement = .fullScreen
  ) {
    self.screen = screen
    self.device = device
    self.orientation = orientation
    self.scale = scale
    pixelsPath = NSTemporaryDirectory() + "keyboard-lab-\(getpid())-phone-\(index).rgba"
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = [
      "--phone-host", pixelsPath, "--screen", screen, "--device", device.name, "--orientation",
      orientation.isLandscape ? "landscape" : "portrait", "--scale", String(scale),
    ]
    if device.isPad {
      process.arguments! += ["--keyboard-mode", placement.rawValue, "--window", window.name]
    }
    process.standardInput = input
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      ended = "could not start: \(error.localizedDescription)"
    }
  }

  isolated deinit {
    send("quit")
    try? FileManager.default.removeItem(atPath: pixelsPath)
  }

  var isRunning: Bool { ended == nil && process.isRunning }

  func send(_ line: String) {
    guard isRunning else { return }
    // A write to a process that just ended fails (SIGPIPE is ignored in the compare mode).
    try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Asks for a frame at `time`; `collect()` reads it.
  func requestFrame(at time: TimeInterval) {
    send("frame \(time)")
  }

  /// Reads the frame asked for: the reply line and the pixels.
  func collect() {
    guard ended == nil else { return }
    guard let line = readLine() else {
      end()
      return
    }
    let parts = line.split(separator: " ")
    guard parts.count == 7, parts[0] == "drawn", let width = Int(parts[1]), let height = Int(parts[2]),
      let top = Double(parts[3]), let bottom = Double(parts[4])
    else { return }
    keyboardTop = CGFloat(top)
    responderBottom = bottom < 0 ? nil : CGFloat(bottom)
    isFocused = parts[5] == "1"
    guard parts[6] == "1" || image == nil else { return }
    if let data = FileManager.default.contents(atPath: pixelsPath), data.count == width * height * 4 {
      image = try? UIImage(pixelWidth: width, pixelHeight: height, pixels: [UInt8](data), scale: CGFloat(scale))
    }
  }

  private func readLine() -> String? {
    let handle = output.fileHandleForReading
    while true {
      if let newline = buffer.firstIndex(of: 10) {
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...newline)
        return line
      }
      let chunk = handle.availableData
      if chunk.isEmpty { return nil }
      buffer.append(chunk)
    }
  }

  private func end() {
    process.waitUntilExit()
    let status = process.terminationStatus
    ended =
      process.terminationReason == .uncaughtSignal ? "ended by signal \(status)" : "ended with exit status \(status)"
  }
}
