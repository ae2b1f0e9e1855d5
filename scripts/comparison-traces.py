#!/usr/bin/env python3
"""Writes the five comparison traces of examples/traces/ (one finger on a touchpad each):
slow-drag, fling, reverse-flick, stop-near-top, stop-mid-header. Run from the repository root;
then regenerate their expected output with `shybar replay $(cat NAME.args) NAME.jsonl`."""
import json, os
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "traces"))
G = {"t":0,"type":"geometry","viewport":600,"content":20000,"header":90}
def out(name, lines):
    with open(f"{name}.jsonl","w") as f:
        for l in lines: f.write(json.dumps(l, separators=(",",":"))+"\n")
def drag(lines, t, off, dist, dur, step=16):
    n = max(1, round(dur/step))
    lines.append({"t":t,"type":"begin"})
    for i in range(1, n+1):
        t += step; lines.append({"t":t,"type":"scroll","offset":round(off+dist*i/n),"source":"touchpad"})
    return t, off+dist
def momentum(lines, t, off, v, decay=0.997):  # v px/s; exponential decay per ms, like a kinetic scroll
    pos = off
    while abs(v) > 30:
        t += 16; nv = v * decay**16; pos += (v+nv)/2*0.016; v = nv
        lines.append({"t":t,"type":"scroll","offset":round(pos),"source":"momentum"})
    return t, round(pos)
def ticks(lines, t, until, step=50):
    while t < until:
        t += step; lines.append({"t":t,"type":"tick"})
    return t
# slow drag: a finger reads down the list, then back up a little
L=[G]; t,o = drag(L,0,0,400,3200); t+=16; L.append({"t":t,"type":"end","velocity":120}); t=ticks(L,t,t+400)
t,o = drag(L,t+300,o,-150,1200); t+=16; L.append({"t":t,"type":"end","velocity":-120}); t=ticks(L,t,t+400); out("slow-drag",L)
# fling: a quick swipe forward and the momentum after it
L=[G]; t,o = drag(L,0,0,300,96); t+=8; L.append({"t":t,"type":"end","velocity":3000}); t,o=momentum(L,t,o,3000); t=ticks(L,t,t+300); out("fling",L)
# reverse flick: deep in the list, a short flick back towards the top
L=[G]; t,o = drag(L,0,0,1500,480); t+=8; L.append({"t":t,"type":"end","velocity":0}); t=ticks(L,t,t+400)
t,o = drag(L,t+200,o,-120,64); t+=8; L.append({"t":t,"type":"end","velocity":-1800}); t,o=momentum(L,t,o,-1800); t=ticks(L,t,t+300); out("reverse-flick",L)
# stop near the top: the finger lifts with the content between the top and one header down
L=[G]; t,o = drag(L,0,0,50,800); t+=16; L.append({"t":t,"type":"end","velocity":0}); t=ticks(L,t,t+400); out("stop-near-top",L)
# stop mid-header: deep in the list with the header shown, a slow drag hides half of it and stops
L=[G]; t,o = drag(L,0,0,1000,400); t+=8; L.append({"t":t,"type":"end","velocity":0}); t=ticks(L,t,t+400)
t,o = drag(L,t+200,o,-200,400); t+=8; L.append({"t":t,"type":"end","velocity":0}); t=ticks(L,t,t+400)
t,o = drag(L,t+200,o,50,800); t+=16; L.append({"t":t,"type":"end","velocity":0}); t=ticks(L,t,t+400); out("stop-mid-header",L)
