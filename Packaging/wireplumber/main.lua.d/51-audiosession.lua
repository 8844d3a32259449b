-- audiosession serve: WirePlumber 0.4 must not save or restore what the daemon enforces on the streams it manages
-- (a mute, a duck, a move), or the app's next stream would start muted, ducked or moved. Install into
-- /usr/share/wireplumber/main.lua.d/ or ~/.config/wireplumber/main.lua.d/ and restart WirePlumber.
table.insert(stream_defaults.rules, {
  matches = {
    {
      { "audiosession.managed", "equals", "true" },
    },
  },
  apply_properties = {
    ["state.restore-props"] = false,
    ["state.restore-target"] = false,
  },
})
