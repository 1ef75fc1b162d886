import Foundation
import UIKit
import UIKitTesting

/// The last keyboard animation, frame by frame: the keyboard's top as drawn, the first
/// responder's bottom edge as drawn, the inspected view's, and the notifications on the
/// time axis. A will-show, will-hide or will-change-frame notification starts a new
/// recording unless one runs and has not come to rest yet (a hide that turns a show
/// around is part of the same animation); a recording ends a few frames after
/// everything has come to rest. What a recording keeps is bounded (`capacity`), so a
/// session of any length costs the same per frame.
@MainActor
public final class LabTimeline {
  public struct Sample: Equatable, Sendable {
    /// The frame time.
    public let time: TimeInterval
    /// The keyboard's top as drawn, in the phone window's points (its height while hidden).
    public let keyboardTop: CGFloat
    /// The first responder's bottom edge as drawn, if a view is first responder.
    public let responderBottom: CGFloat?
    /// The inspected view's bottom edge as drawn, if one is selected.
    public let trackedBottom: CGFloat?
  }

  public struct Mark: Equatable, Sendable {
    public let time: TimeInterval
    /// "WillShow", "DidHide", "FirstResponder"…
    public let name: String
  }

  public private(set) var samples: [Sample] = []
  public private(set) var marks: [Mark] = []
  public private(set) var isRecording = false
  /// The view whose bottom edge is sampled too: the inspector's selection.
  public var trackedView: () -> UIView? = { nil }
  /// Frames at rest before a recording ends.
  static let restFrames = 12
  /// Samples a recording keeps, the newest: ten seconds at 60 Hz, far longer than any
  /// keyboard animation, so only a screen that never comes to rest loses its oldest.
  public static let capacity = 600
  /// Marks a recording keeps, the newest.
  public static let markCapacity = 100
  private var restingFor = 0
  private let phone: UIWindow
  private let reader: WindowReader

  public init(phone: UIWindow, log: LabNotificationLog) {
    self.phone = phone
    reader = WindowReader(phone)
    let previous = log.onAppend
    log.onAppend = { [weak self] entry in
      previous?(entry)
      self?.note(entry)
    }
  }

  private func note(_ entry: LabNotificationLog.Entry) {
    let starts = ["WillShow", "WillHide", "WillChangeFrame"].contains(entry.shortName)
    // A new animation after the last came to rest starts its own recording, even when
    // the rest was too short to end it (a script, or a quick second click).
    if starts && (!isRecording || restingFor > 0) {
      samples.removeAll()
      marks.removeAll()
      isRecording = true
      restingFor = 0
      samples.append(sample(at: entry.time))
    }
    guard isRecording else { return }
    marks.append(Mark(time: entry.time, name: entry.shortName))
    if marks.count > Self.markCapacity { marks.removeFirst(marks.count - Self.markCapacity) }
  }

  /// The state now. Call once after each frame.
  public func frameDidEnd() {
    guard isRecording else { return }
    let now = phone.runtime.now
    if let last = samples.last, last.time == now { samples.removeLast() }
    samples.append(sample(at: now))
    if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    if !phone.runtime.isSettled(.quiet) {
      restingFor = 0
    } else {
      restingFor += 1
      if restingFor >= Self.restFrames { isRecording = false }
    }
  }

  private func sample(at time: TimeInterval) -> Sample {
    let top = reader.keyboardTop
    var bottom: CGFloat?
    if let view = phone.firstResponder as? UIView, view.window === phone {
      bottom = reader.presentedFrame(of: view).maxY
    }
    var tracked: CGFloat?
    if let view = trackedView(), view.window === phone { tracked = reader.presentedFrame(of: view).maxY }
    return Sample(time: time, keyboardTop: top, responderBottom: bottom, trackedBottom: tracked)
  }
}
